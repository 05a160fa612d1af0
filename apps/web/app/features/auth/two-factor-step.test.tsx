import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TwoFactorStep } from './two-factor-step';

afterEach(cleanup);

describe('the sign-in code step', () => {
  it('sends the authenticator code, and offers a recovery code instead', () => {
    const verify = vi.fn();
    render(<TwoFactorStep busy={false} error={null} verify={verify} restart={() => undefined} />);
    const code = screen.getByLabelText('Authentication code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    fireEvent.change(code, { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(verify).toHaveBeenCalledWith('123 456');

    fireEvent.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    const recovery = screen.getByLabelText('Recovery code');
    expect(recovery.getAttribute('inputmode')).toBe('text');
    fireEvent.change(recovery, { target: { value: 'abcde-fghjk' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(verify).toHaveBeenLastCalledWith('abcde-fghjk');
  });

  it("shows the server's error, disables the button while busy, and can start over", () => {
    const restart = vi.fn();
    render(<TwoFactorStep busy error="That code is not valid." verify={() => undefined} restart={restart} />);
    expect(screen.getByRole('alert').textContent).toContain('That code is not valid.');
    expect((screen.getByRole('button', { name: 'Verifying...' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /start over/i }));
    expect(restart).toHaveBeenCalled();
  });
});
