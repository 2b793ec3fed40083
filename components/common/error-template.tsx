/** The error page body: a status, a human message and a way home. */
import Head from 'next/head';
import styled from 'styled-components';
import { MarketLink } from './market-link';
import { useT } from '@/lib/use-t';
import { primaryButton } from '@/styles/buttons';

type Props = { status: number; message?: string };

export function ErrorTemplate({ status, message }: Props) {
  const t = useT();
  const notFound = status === 404;
  const title = notFound ? t('error.notFoundTitle') : t('error.title');
  return (
    <Wrapper>
      <Head>
        <title>{`${title} | ${t('brand.name')}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <Status>{t('error.status', { status })}</Status>
      <h1>{title}</h1>
      <Message>{message ?? (notFound ? t('error.notFoundBody') : t('error.generic'))}</Message>
      <HomeLink href="/">{t('error.backHome')}</HomeLink>
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

const HomeLink = styled(MarketLink)`
  ${primaryButton}
`;
