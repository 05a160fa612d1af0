import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MESSAGES } from '@seoul-glow/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdditionalFieldsEditor } from './additional-fields-editor';

afterEach(cleanup);

function addField(name: string, value: string) {
  fireEvent.change(screen.getByLabelText('Field Name'), { target: { value: name } });
  fireEvent.change(screen.getByLabelText('Field Value'), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Add Field' }));
}

describe('AdditionalFieldsEditor', () => {
  it('adds a field under its normalised name and refuses one that exists', () => {
    const onChange = vi.fn();
    render(<AdditionalFieldsEditor fields={{ volume: '50 ml' }} onChange={onChange} />);
    addField(' Country of Origin ', 'Korea');
    expect(onChange).toHaveBeenLastCalledWith({ volume: '50 ml', country_of_origin: 'Korea' });
    onChange.mockClear();
    addField('Volume', '60 ml');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText(MESSAGES.product.fieldExists)).toBeTruthy();
  });

  it("adds a field named like one of Object.prototype's members", () => {
    const onChange = vi.fn();
    render(<AdditionalFieldsEditor fields={{}} onChange={onChange} />);
    addField('constructor', 'glass jar');
    expect(onChange).toHaveBeenLastCalledWith({ constructor: 'glass jar' });
    expect(screen.queryByText(MESSAGES.product.fieldExists)).toBeNull();
  });
});
