import { Link, type LinkProps } from 'react-router-dom';
import { buttonClassName, type ButtonStyleOptions } from '../button/button';

export type LinkButtonProps = LinkProps & ButtonStyleOptions;

/** A router link that looks like a button: use it for navigation, Button for actions. */
export function LinkButton({ variant, size, fullWidth, className, ...props }: LinkButtonProps) {
  return <Link className={buttonClassName({ variant, size, fullWidth, className })} {...props} />;
}
