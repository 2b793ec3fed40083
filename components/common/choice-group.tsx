/** Radio choices: a frameless fieldset with its legend in bold, and pill-shaped choice labels. */
import styled, { css } from 'styled-components';

/** The choices side by side, wrapping (`$stacked`: one a line). */
export const ChoiceGroup = styled.fieldset<{ $stacked?: boolean }>`
  display: flex;
  flex-direction: ${({ $stacked }) => ($stacked ? 'column' : 'row')};
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  border: 0;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space.lg};

  legend {
    font-weight: 700;
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
`;

/** Each label a bordered pill around its radio; the checked one filled. */
export const pillChoices = css`
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border: 2px solid ${({ theme }) => theme.colors.charcoal};
    border-radius: 4px;
    cursor: pointer;
  }

  label:has(input:checked) {
    background: ${({ theme }) => theme.colors.charcoal};
    color: ${({ theme }) => theme.colors.white};
  }
`;
