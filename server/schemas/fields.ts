/**
 * TypeBox strings built from the shared field rules of domain/validation, so a route's body takes
 * exactly the lengths the storefront's forms allow. Whether a field is filled and of the right
 * shape is the use case's check, which answers with the field's own message.
 */
import { Type, type StringOptions } from '@sinclair/typebox';
import type { FieldRule } from '@/domain/validation';

/** A string of at most the rule's length; `options` may add a minLength or a description. */
export const FieldText = (rule: FieldRule, options: StringOptions = {}) => Type.String({ ...options, maxLength: rule.max });
