/**
 * Radio choices: a frameless fieldset with its legend in bold. Pages that want pill-shaped
 * choice labels (each label a bordered pill around its radio; the checked one filled) write
 * `label` and `label:has(input:checked)` rules on their own class (see payment/method-chooser.module.css).
 */
import { classed } from '@/lib/classed';
import styles from './choice-group.module.css';

/**
 * The choices side by side, wrapping (`$stacked`: one a line). Pass `$stacked` to ChoiceGroup
 * itself (`<ChoiceGroup className={…} $stacked>`): a `classed(ChoiceGroup, ...)` wrapper does not forward it.
 */
export const ChoiceGroup = classed('fieldset', styles.choiceGroup, { $stacked: styles.stacked });
