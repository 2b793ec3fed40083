/** Styling shared by item cards and item pages: the item's picture and a title link that covers its card. */
import styled, { css } from 'styled-components';

/** Full width at 8:5, cropped to fill, on ash while it loads. */
export const ItemPicture = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 8 / 5;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.ash};
`;

/** The picture at the top of an item's page, with rounded corners. */
export const ItemPagePicture = styled(ItemPicture)`
  border-radius: 6px;
`;

/** The title's link stretches over the whole card (the positioned ancestor), so the card is one target. */
export const stretchedTitleLink = css`
  a {
    color: inherit;
    text-decoration: none;
  }

  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }

  a:focus-visible {
    outline: none;
  }
`;
