import { fireEvent, screen } from '@testing-library/react';

/** Types `value` into the input labelled `label`. */
export function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}
