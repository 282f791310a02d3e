/** The hall's projector (loaded on demand). */
export { ProjectorPage } from '../features/projector/ProjectorPage';
