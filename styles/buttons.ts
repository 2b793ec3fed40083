/** Button styling shared by links and buttons that look like buttons. */
import { css } from 'styled-components';

export const buttonBase = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.buttons.paddingY} ${theme.buttons.paddingX}`};
  border-radius: ${({ theme }) => theme.buttons.radius};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-weight: 700;
  font-size: 1rem;
  letter-spacing: 0.04em;
  line-height: 1.2;
  text-transform: uppercase;
  text-decoration: none;
  cursor: pointer;
  transition: background-color 150ms ease, color 150ms ease;
`;

export const primaryButton = css`
  ${buttonBase}
  border: 2px solid ${({ theme }) => theme.buttons.primary.background};
  background: ${({ theme }) => theme.buttons.primary.background};
  color: ${({ theme }) => theme.buttons.primary.text};

  &:hover {
    background: ${({ theme }) => theme.buttons.primary.hoverBackground};
    border-color: ${({ theme }) => theme.buttons.primary.hoverBackground};
  }
`;

export const secondaryButton = css`
  ${buttonBase}
  border: 2px solid ${({ theme }) => theme.buttons.secondary.border};
  background: ${({ theme }) => theme.buttons.secondary.background};
  color: ${({ theme }) => theme.buttons.secondary.text};

  &:hover {
    background: ${({ theme }) => theme.buttons.secondary.hoverBackground};
    color: ${({ theme }) => theme.colors.white};
  }
`;

/** A button drawn as an outline on the dark header: cream border and text, nothing behind. */
export const outlineButton = css`
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 2px solid ${({ theme }) => theme.colors.cream};
  border-radius: ${({ theme }) => theme.buttons.radius};
  background: transparent;
  color: ${({ theme }) => theme.colors.cream};
  font-weight: 700;
  cursor: pointer;
`;
