/**
 * A list laid out as a grid of cards: as many columns at least `$min` wide as fit (`$fit`
 * stretches the cards when there are fewer than fit), `$gap` apart; `$stack` makes it one
 * column on phones. Pages style their cards on top: styled(CardGrid)`> li { ... }`.
 */
import styled, { css } from 'styled-components';
import { media } from '@/styles/media';
import type { space } from '@/styles/theme';

/** A card's frame: white, a thin border, rounded corners. */
export const cardFrame = css`
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.white};
  border: 1px solid ${({ theme }) => theme.colors.ash};
  border-radius: 6px;
`;

type Props = { $min: string; $gap?: keyof typeof space; $fit?: boolean; $stack?: boolean };

export const CardGrid = styled.ul<Props>`
  display: grid;
  grid-template-columns: repeat(${({ $fit }) => ($fit ? 'auto-fit' : 'auto-fill')}, minmax(${({ $min }) => $min}, 1fr));
  gap: ${({ theme, $gap = 'md' }) => theme.space[$gap]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ $stack }) =>
    $stack &&
    css`
      ${media.below('mobile')} {
        grid-template-columns: 1fr;
      }
    `}
`;
