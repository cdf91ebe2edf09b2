import { servicePlugin } from './service.ts';

/** /progress/progress-service: no feature yet (the logbook and progress come here); unknown paths get a 404 envelope. */
export default servicePlugin(async () => {});
