import { List } from '@chakra-ui/react/list';
import { Text } from '@chakra-ui/react/text';
import { FormattedMessage } from 'react-intl';
import type { DeployProblem } from 'shared-contracts/api/deploy';

/** One problem as a sentence naming what is wrong: the module and the versions, or the menu entries that would break. */
function ProblemSentence({ problem }: { problem: DeployProblem }) {
  const values = {
    module: problem.module ?? '', required: problem.required ?? '', provided: problem.provided ?? '', remote: problem.remote ?? '',
    detail: problem.detail ?? '',
  };
  if (problem.kind === 'menuModuleMissing') {
    return (
      <>
        <FormattedMessage id={problem.module ? 'admin.tools.deploy.problem.menuModuleMissing' : 'admin.tools.deploy.problem.menuModulesMissing'} values={values} />
        <List.Root ps="5" mt="1" gap="0.5">
          {(problem.entries ?? []).map((entry) => (
            <List.Item key={entry.id}>
              <FormattedMessage id="admin.tools.deploy.problem.menuEntry" values={{ title: entry.title, component: entry.component }} />
            </List.Item>
          ))}
        </List.Root>
      </>
    );
  }
  const id = problem.kind === 'sharedVersion' && !problem.provided ? 'admin.tools.deploy.problem.sharedMissing' : `admin.tools.deploy.problem.${problem.kind}`;
  return (
    <>
      <FormattedMessage id={id} values={values} />
      {problem.detail && problem.kind !== 'drawnAddressTaken' ? <Text as="span" color="fg.muted" fontSize="xs"> ({problem.detail})</Text> : null}
    </>
  );
}

/** What stands in the way of a version going live, each problem a translated sentence. */
export function ProblemList({ problems, label }: { problems: readonly DeployProblem[]; label?: string }) {
  return (
    <List.Root gap="1" ps="4" fontSize="sm" aria-label={label}>
      {problems.map((problem, i) => (
        // Problems have no identity of their own; their order is the server's and stable.
        <List.Item key={i}><ProblemSentence problem={problem} /></List.Item>
      ))}
    </List.Root>
  );
}
