import { mount } from './main';

mount(document.getElementById('root')!);
