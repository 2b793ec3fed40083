/**
 * Route schemas compiled when a route first needs them, not when the server starts. Fastify
 * compiles a validator (ajv) and a response serializer (fast-json-stringify) for every route at
 * start: seconds for this API's few hundred routes, paid by every process start and every test
 * file, for routes a process may never serve. These wrap Fastify's own compilers (the same ajv
 * and serializer options, the same functions once built); only the moment of compiling moves.
 * Fastify offers no lazy mode of its own, hence the wrapper. With a compiler of its own Fastify
 * hands header schemas over as written: they name headers in lower case, as Node reads them.
 */
import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifySchemaCompiler, FastifySerializerCompiler, FastifyServerOptions } from 'fastify';

type Factories = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
type Validate = ReturnType<FastifySchemaCompiler<unknown>>;

export function lazyValidators(): NonNullable<Factories['buildValidator']> {
  const eager = AjvCompiler() as unknown as (externalSchemas: unknown, options: unknown) => FastifySchemaCompiler<unknown>;
  const factory = (externalSchemas: unknown, options: unknown): FastifySchemaCompiler<unknown> => {
    const compilerFor = eager(externalSchemas, options);
    return (route) => {
      let compiled: Validate | undefined;
      const validate: Validate = (data: unknown) => {
        compiled ??= compilerFor(route);
        const result = compiled(data);
        // Fastify reads a failed validation's errors from the function it was handed.
        validate.errors = compiled.errors;
        return result;
      };
      return validate;
    };
  };
  return factory as unknown as NonNullable<Factories['buildValidator']>;
}

export function lazySerializers(): NonNullable<Factories['buildSerializer']> {
  const eager = SerializerSelector() as unknown as (externalSchemas: unknown, options: unknown) => FastifySerializerCompiler<unknown>;
  const factory = (externalSchemas: unknown, options: unknown): FastifySerializerCompiler<unknown> => {
    const compilerFor = eager(externalSchemas, options);
    return (route) => {
      let compiled: ((data: unknown) => string) | undefined;
      return (data: unknown) => {
        compiled ??= compilerFor(route);
        return compiled(data);
      };
    };
  };
  return factory as unknown as NonNullable<Factories['buildSerializer']>;
}
