/**
 * Studio interface "Dólares (US$)": an integer field that stores cents is shown and typed in
 * dollars with two decimals (the content model's `cents()` fields use it). Text that is no
 * amount is not stored and the field says so; the last good amount stays.
 */
import { h, ref, resolveComponent, watch } from 'vue';
import { centsToText, textToCents } from './dollars.js';

const DollarsInput = {
  props: {
    value: { type: [Number, String], default: null },
    disabled: { type: Boolean, default: false },
  },
  emits: ['input'],
  setup(props, { emit }) {
    const text = ref(centsToText(props.value));
    const wrong = ref(false);
    watch(
      () => props.value,
      (value) => {
        if (textToCents(text.value) !== Number(value)) text.value = centsToText(value);
      },
    );
    const typed = (value) => {
      text.value = value;
      const cents = textToCents(value);
      wrong.value = cents === undefined;
      if (cents !== undefined) emit('input', cents);
    };
    return () =>
      h('div', { class: 'dollars-interface' }, [
        h(
          resolveComponent('v-input'),
          {
            modelValue: text.value,
            disabled: props.disabled,
            inputmode: 'decimal',
            placeholder: '0.00',
            'onUpdate:modelValue': typed,
          },
          { prepend: () => h('span', { style: 'opacity: .7' }, 'US$') },
        ),
        wrong.value
          ? h(
              'small',
              { style: 'color: var(--theme--danger); display: block; margin-top: 4px' },
              'Escriba un monto en dólares, p. ej. 45 o 45.50 · Type an amount in dollars, e.g. 45 or 45.50',
            )
          : null,
      ]);
  },
};

export default {
  id: 'dollars',
  name: 'Dólares (US$)',
  icon: 'attach_money',
  description: 'Muestra y recibe dólares; guarda centavos enteros',
  types: ['integer', 'bigInteger'],
  group: 'standard',
  options: null,
  component: DollarsInput,
};
