import { catalogueProblems, eventsOnQueue, type QueueName, queuesInUse } from '@ppd/domain';
import { type JobSpec, jobProblems } from './jobs.ts';
import { EMAIL_TEMPLATES } from './mail/templates.ts';
import type { Processor } from './processors/types.ts';

export type ProcessorRegistry = Partial<Record<QueueName, Processor>>;

/**
 * Everything that would leave an event half-handled: a queue that events are sent to with no processor, a
 * processor for a queue no event uses, an e-mail event without a template (or a template for an event that is
 * not mailed), and the catalogue's own inconsistencies.
 */
export function registryProblems(processors: ProcessorRegistry, jobs: readonly JobSpec[] = []): string[] {
  const problems = [...catalogueProblems(), ...jobProblems(jobs, queuesInUse())];
  const used = queuesInUse();
  for (const queue of used) {
    if (!processors[queue])
      problems.push(`queue ${queue} has events (${eventsOnQueue(queue).join(', ')}) but no processor`);
  }
  for (const queue of Object.keys(processors) as QueueName[]) {
    if (!used.includes(queue)) problems.push(`a processor is registered for ${queue}, which no event uses`);
  }
  const mailed = new Set<string>(eventsOnQueue('email'));
  const templated = new Set(Object.keys(EMAIL_TEMPLATES));
  for (const type of mailed) if (!templated.has(type)) problems.push(`${type} is mailed but has no template`);
  for (const type of templated) if (!mailed.has(type)) problems.push(`${type} has a template but is not mailed`);
  return problems;
}

export function assertRegistry(processors: ProcessorRegistry, jobs: readonly JobSpec[]): void {
  const problems = registryProblems(processors, jobs);
  if (problems.length > 0) throw new Error(`worker refuses to start:\n- ${problems.join('\n- ')}`);
}
