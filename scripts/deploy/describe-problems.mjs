// Plain English for what the portal answers (docs/deploy.md): the reasons a version may not go live and a refusal's
// message key, as the deploy command prints them to a person or a CI log.
import { englishText } from './message-texts.mjs';

const quoted = (text) => `“${text}”`;

/** One DeployProblem (shared-contracts/src/api/deploy.ts) as a sentence naming the module and versions or the menus. */
export function problemSentence(problem) {
  const { kind, module, required, provided, detail } = problem;
  const because = detail ? ` (${detail})` : '';
  switch (kind) {
    case 'sharedMissing':
      return `The host does not provide the shared module ${module}, which this build requires${required ? ` in ${required}` : ''}.`;
    case 'sharedVersion':
      return `The shared module ${module}: this build requires ${required}, the host provides ${provided ?? 'another version'}.`;
    case 'routerExport':
      return `This build imports ${module} from react-router-dom, which the host does not provide`
        + ' (add it to CURATED_EXPORTS, then deploy the host first).';
    case 'menuModuleMissing': {
      // Each entry's component names the module (`mall/MyInterest`); `module` is at most the remote.
      const entries = (problem.entries ?? []).map((e) => `${quoted(e.title)} (${e.component}, menu ${e.id})`);
      return `Menu entries point at modules this version does not expose: ${entries.join(', ') || 'none named'}.`;
    }
    case 'manifestUnreachable':
      return `The manifest could not be fetched${because}.`;
    case 'manifestInvalid':
      return `The manifest is not a Module Federation manifest${because}.`;
    case 'drawingFailed':
      return `The server render bundle did not draw ${module ?? 'its page'} in a trial drawing${because}: the server would send visitors the page as built.`;
    case 'drawnAddressTaken':
      return `Visitors' pages at ${module} are drawn already by the ${problem.remote} remote (version ${provided}, pattern ${detail}):`
        + ` an address is drawn by one remote only; leave it out of this build, or take it out of ${problem.remote} first.`;
    default:
      return `${kind}${module ? `: ${module}` : ''}${required ? `, required ${required}` : ''}${provided ? `, provided ${provided}` : ''}${because}.`;
  }
}

/** Only menu entries stand in the way: the one kind of problem an admin may override. */
export const onlyMenuProblems = (problems) => problems?.length > 0 && problems.every((p) => p.kind === 'menuModuleMissing');

/** A list of problems, one indented line each, under a heading; '' when there are none. */
export function describeProblems(problems, heading) {
  if (!problems?.length) return '';
  return [heading, ...problems.map((p) => `  - ${problemSentence(p)}`)].join('\n');
}

/**
 * An error answer (`{status, message, problems?}`) as lines: the HTTP status, the message key and its English text,
 * then the reasons. `what` says which step was refused.
 */
export function describeRefusal(what, status, body) {
  const key = typeof body?.message === 'string' ? body.message : null;
  const text = key ? englishText(key) : undefined;
  const lines = [`${what} was refused (HTTP ${status}${key ? `, ${key}` : ''})${text ? `: ${text}` : '.'}`];
  for (const error of Array.isArray(body?.errors) ? body.errors : []) {
    lines.push(`  - ${error.path || 'request'}: ${englishText(error.message) ?? error.message}`);
  }
  const reasons = describeProblems(body?.problems, 'Reasons:');
  if (reasons) lines.push(reasons);
  if (status === 401) lines.push('Check the token (--token or PORTAL_TOKEN): it must be a valid sign-in token.');
  if (status === 403) lines.push('The token’s user lacks the permission (deploy:upload to upload, deploy:activate to activate).');
  return lines.join('\n');
}
