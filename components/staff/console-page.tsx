/**
 * The frame of every console page: the console's header over the page's own content, and the
 * pieces its pages share (a refusal's alert, a secondary button that greys out while disabled,
 * a form field: its label over a control as wide as the field, the previous and next links or
 * buttons under a list).
 */
import type { ReactNode } from 'react';
import { classed } from '@/lib/classed';
import { Container } from '@/components/common/container';
import { ConsoleHeader, type ConsoleHeaderProps } from './console-header';
import styles from './console-page.module.css';

export function ConsolePage({ children, ...header }: ConsoleHeaderProps & { children: ReactNode }) {
  return (
    <Container>
      <ConsoleHeader {...header} />
      {children}
    </Container>
  );
}

export const ConsoleAlert = classed('p', styles.consoleAlert);

export const ConsoleButton = classed('button', styles.consoleButton);

export const ConsoleField = classed('div', styles.consoleField);

export const ConsolePaging = classed('nav', styles.consolePaging);
