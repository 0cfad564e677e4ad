import { useState } from 'react';
import { IconButton } from '@chakra-ui/react/button';
import { Input, type InputProps } from '@chakra-ui/react/input';
import { InputGroup } from '@chakra-ui/react/input-group';
import { Eye, EyeOff } from 'lucide-react';
import { useIntl } from 'react-intl';

/** A password input with a show/hide toggle (Chakra v3 has it only as a CLI snippet). */
export function PasswordInput(props: InputProps) {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  const label = intl.formatMessage({ id: visible ? 'login.hidePassword' : 'login.showPassword' });
  return (
    <InputGroup
      endElement={(
        <IconButton size="xs" variant="ghost" aria-label={label} title={label} aria-pressed={visible} onClick={() => setVisible((v) => !v)} me="-2">
          {visible ? <EyeOff /> : <Eye />}
        </IconButton>
      )}
    >
      <Input {...props} type={visible ? 'text' : 'password'} />
    </InputGroup>
  );
}
