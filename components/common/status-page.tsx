/** The layout of a page that stands in for the one asked for: a status line, a title, a message and one action. */
import type { ReactNode } from 'react';
import Head from 'next/head';
import { classed } from '@/lib/classed';
import { useT } from '@/lib/use-t';
import styles from './status-page.module.css';

type Props = { status: string; title: string; message: string; titleId?: string; children: ReactNode };

export function StatusPage({ status, title, message, titleId, children }: Props) {
  const t = useT();
  return (
    <Wrapper aria-labelledby={titleId}>
      <Head>
        <title>{`${title} | ${t('brand.name')}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <Status>{status}</Status>
      <h1 id={titleId}>{title}</h1>
      <Message>{message}</Message>
      {children}
    </Wrapper>
  );
}

const Wrapper = classed('section', styles.wrapper);

const Status = classed('p', styles.status);

const Message = classed('p', styles.message);
