import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { onOff, StatusChip } from './status-chip.tsx';

describe('StatusChip', () => {
  it('says its state in words, outlined and neutral unless told otherwise', () => {
    render(<StatusChip label="Inactive" />);
    const chip = screen.getByText('Inactive').closest('.MuiChip-root');
    expect(chip).toHaveClass('MuiChip-outlined');
    expect(chip).toHaveClass('MuiChip-colorDefault');
  });

  it('a yes is green and filled, a no is the quiet default with its own words', () => {
    const { rerender } = render(<StatusChip {...onOff(true, 'Handled', 'Open')} />);
    expect(screen.getByText('Handled').closest('.MuiChip-root')).toHaveClass(
      'MuiChip-filled',
      'MuiChip-colorSuccess',
    );
    rerender(<StatusChip {...onOff(false, 'Handled', 'Open')} />);
    expect(screen.queryByText('Handled')).toBeNull();
    expect(screen.getByText('Open').closest('.MuiChip-root')).toHaveClass(
      'MuiChip-outlined',
      'MuiChip-colorDefault',
    );
  });

  it('a warning tone colours the chip for states that need a look', () => {
    render(<StatusChip label="Awaiting approval" tone="warning" />);
    expect(screen.getByText('Awaiting approval').closest('.MuiChip-root')).toHaveClass(
      'MuiChip-colorWarning',
    );
  });
});
