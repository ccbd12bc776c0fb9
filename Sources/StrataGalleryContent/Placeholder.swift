public enum GalleryCatalogPlaceholder {}
