import { prepareTemplate } from '@ppd/db/testing';

export default async function setup(): Promise<void> {
  await prepareTemplate();
}
