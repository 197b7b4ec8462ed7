export { createLocationSource, staticLocationSource, type LocationSource, type SectionLocation, type ShellLocationSource } from './location-source'
export { SectionApp, sectionIdPrefix } from './section-app'
