import { z } from 'zod';

// Messages the spec does not state come out in Spanish too.
z.config(z.locales.es());
