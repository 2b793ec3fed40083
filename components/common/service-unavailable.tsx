/**
 * The page of a request whose data the API could not give because it is out of reach
 * (lib/page-props.ts answers it with 503 and Retry-After): what happened, in the diner's
 * language, and a Retry button that loads the same address again.
 */
import Head from 'next/head';
import styled from 'styled-components';
import { useT } from '@/lib/use-t';
import { primaryButton } from '@/styles/buttons';

const reloadPage = () => window.location.reload();

/** `retry`: what the Retry button does; loading the same address again unless a test says otherwise. */
export function ServiceUnavailable({ retry = reloadPage }: { retry?: () => void }) {
  const t = useT();
  const title = t('unavailable.title');
  return (
    <Wrapper aria-labelledby="unavailable-title">
      <Head>
        <title>{`${title} | ${t('brand.name')}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <Status>{t('unavailable.status')}</Status>
      <h1 id="unavailable-title">{title}</h1>
      <Message>{t('unavailable.body')}</Message>
      <RetryButton type="button" onClick={() => retry()}>
        {t('unavailable.retry')}
      </RetryButton>
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
`;

const RetryButton = styled.button`
  ${primaryButton}
`;
