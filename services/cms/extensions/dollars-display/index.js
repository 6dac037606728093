/** Studio display "Dólares (US$)": cents shown as "US$ 45.50" in lists, cards and templates. */
import { h } from 'vue';
import { centsToText } from '../dollars-interface/dollars.js';

const shown = (value) => {
  const text = centsToText(value);
  return text ? `US$ ${text}` : '';
};

export default {
  id: 'dollars',
  name: 'Dólares (US$)',
  icon: 'attach_money',
  description: 'Centavos mostrados como dólares',
  types: ['integer', 'bigInteger'],
  options: null,
  handler: (value) => shown(value),
  component: {
    props: { value: { type: [Number, String], default: null } },
    setup: (props) => () => h('span', shown(props.value)),
  },
};
