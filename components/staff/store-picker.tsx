/**
 * The store picker of a console page of one store at a time: the member's stores to choose from,
 * a GET form back to `path`, shown only with more than one store.
 */
import { localizedPath } from '@/domain/markets';
import type { StaffMember } from '@/lib/api/staff-view';
import { classed } from '@/lib/classed';
import { useMarket } from '@/lib/use-market';
import { ConsoleButton, ConsoleField } from './console-page';
import styles from './store-picker.module.css';

type Props = {
  stores: StaffMember['stores'];
  storeId: number | undefined;
  /** The page's path ('/staff/menu'); the chosen store comes back as `?store=`. */
  path: string;
  /** The select's id, unique on the page. */
  id: string;
  label: string;
  button: string;
};

export function StorePicker({ stores, storeId, path, id, label, button }: Props) {
  const { locale } = useMarket();
  if (stores.length <= 1) return null;
  return (
    <Picker method="get" action={localizedPath(locale, path)}>
      <ConsoleField>
        <label htmlFor={id}>{label}</label>
        <select id={id} name="store" defaultValue={storeId}>
          {stores.map((option) => (
            <option key={option.id} value={option.id}>
              {option.title}
            </option>
          ))}
        </select>
      </ConsoleField>
      <ConsoleButton type="submit">{button}</ConsoleButton>
    </Picker>
  );
}

const Picker = classed('form', styles.picker);
