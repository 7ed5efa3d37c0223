// Stylesheets are bundled by Rspack as side-effect imports; every workspace project may meet one through a package it imports.
declare module '*.css';
