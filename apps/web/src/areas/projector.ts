/** The hall's projector (loaded on demand). */
export { ProjectorPage } from '../pages/projector/ProjectorPage';
