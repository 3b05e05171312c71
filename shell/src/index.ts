// The async boundary lets Module Federation negotiate shared singletons (React, router...) before any import runs.
import('./bootstrap');
