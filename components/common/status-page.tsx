/** The layout of a page that stands in for the one asked for: a status line, a title, a message and one action. */
import type { ReactNode } from 'react';
import Head from 'next/head';
import styled from 'styled-components';
import { useT } from '@/lib/use-t';

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

const Wrapper = styled.section`
  max-width: 40rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.md}`};
  text-align: center;
`;

const Status = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.smoke};
  font-family: ${({ theme }) => theme.fonts.heading};
  letter-spacing: 0.1em;
  text-transform: uppercase;
`;

const Message = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xl};
  white-space: pre-line;
`;
