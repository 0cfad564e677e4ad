import { defaultSystem } from '@chakra-ui/react';

/**
 * The one Chakra system of the page; remotes receive it through the shared ChakraProvider. The theme
 * colour (SPEC §9) and the layout size belong here when the shell UI lands.
 */
export const appSystem = defaultSystem;
