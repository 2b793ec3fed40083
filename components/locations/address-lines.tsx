/** A store's address, one line per line its country writes (domain/addresses/store-address). */
import { Fragment } from 'react';

export function AddressLines({ lines }: { lines: readonly string[] }) {
  return (
    <>
      {lines.map((line, index) => (
        <Fragment key={index}>
          {index > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </>
  );
}
