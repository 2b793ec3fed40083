/**
 * The allergenic ingredients of the allergen list as checkboxes: an item's own (options aside), or
 * what choosing one option adds. Every market's allergen labels are drawn from these ids.
 */
import type { AllergenId } from '@/domain/allergens/allergens';
import { useMarket } from '@/lib/use-market';
import styles from './menu-items.module.css';

type Props = {
  /** The fieldset's name, and the help under it when there is one. */
  legend: string;
  help?: { id: string; text: string };
  /** The allergen list, in its order. */
  choices: readonly AllergenId[];
  chosen: readonly AllergenId[];
  disabled: boolean;
  onChange: (chosen: AllergenId[]) => void;
};

export function AllergenChoices({ legend, help, choices, chosen, disabled, onChange }: Props) {
  const { t } = useMarket();
  const handleToggle = (allergen: AllergenId) => onChange(chosen.includes(allergen) ? chosen.filter((entry) => entry !== allergen) : [...chosen, allergen]);
  return (
    <fieldset className={styles.choices} aria-describedby={help?.id}>
      <legend>{legend}</legend>
      {help && <small id={help.id}>{help.text}</small>}
      {choices.map((allergen) => (
        <label key={allergen}>
          <input type="checkbox" checked={chosen.includes(allergen)} disabled={disabled} onChange={() => handleToggle(allergen)} />
          {t.dynamic(`allergens.label.${allergen}`, allergen)}
        </label>
      ))}
    </fieldset>
  );
}
