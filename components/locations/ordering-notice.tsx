/** Why a store cannot take an online order right now, if it cannot. */
import styled from 'styled-components';
import type { StoreDetails } from '@/lib/api/locations';
import { useT } from '@/lib/use-t';

type Props = Pick<StoreDetails, 'onlineOrdering' | 'acceptingOrders'>;

export function OrderingNotice({ onlineOrdering, acceptingOrders }: Props) {
  const t = useT();
  if (onlineOrdering && acceptingOrders) return null;
  return <Notice>{onlineOrdering ? t('store.notAcceptingOrders') : t('store.noOnlineOrdering')}</Notice>;
}

const Notice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.mustard};
  background: ${({ theme }) => theme.colors.noticeBackground};
  color: ${({ theme }) => theme.colors.noticeText};
  font-weight: 600;
`;
