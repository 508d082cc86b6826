// The e-mail setup feature's public face: the dashboard shows the guide in its Email Setup tab.
export { EmailSetupGuide } from './EmailSetupGuide';
