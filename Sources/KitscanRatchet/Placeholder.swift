enum RatchetPlaceholder {}
