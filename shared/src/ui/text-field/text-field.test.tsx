import { screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { renderWithProviders } from '../../testing';
import { TextArea } from './text-area';
import { TextField } from './text-field';

describe('TextField', () => {
  it('wires the label, hint and error for screen readers', () => {
    renderWithProviders(
      <TextField label="Email" hint="We send the code here" error="Enter your email address" required />,
      {
        path: '/en',
      },
    );

    const field = screen.getByRole('textbox', { name: 'Email' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toBeRequired();
    expect(field).toHaveAccessibleDescription('We send the code here Enter your email address');
  });

  it('states its type, text unless told, so autofill and assistive tools know what it holds', () => {
    renderWithProviders(
      <>
        <TextField label="Subject" />
        <TextField label="Email" type="email" />
      </>,
      { path: '/en' },
    );
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveAttribute('type', 'text');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
  });

  it('is not marked invalid without an error', () => {
    renderWithProviders(<TextField label="Email" />, { path: '/en' });
    const field = screen.getByRole('textbox', { name: 'Email' });
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(field).not.toHaveAccessibleDescription();
  });

  it('works with react-hook-form register', async () => {
    const onSubmit = jest.fn();
    function Form() {
      const { register, handleSubmit } = useForm<{ name: string; message: string }>();
      return (
        <form onSubmit={handleSubmit(onSubmit)}>
          <TextField label="Name" {...register('name')} />
          <TextArea label="Message" {...register('message')} />
          <button type="submit">Send</button>
        </form>
      );
    }
    const { user } = renderWithProviders(<Form />, { path: '/en' });

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Sara');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(onSubmit).toHaveBeenCalledWith({ name: 'Sara', message: 'Hello' }, expect.anything());
  });

  it('marks optional fields in the page language', () => {
    renderWithProviders(<TextField label="الشركة" optional />);
    expect(screen.getByRole('textbox', { name: 'الشركة (اختياري)' })).toBeInTheDocument();
  });
});
