// PostCSS for the renderer: Mantine's preset (its CSS variables and rem helpers).
module.exports = { plugins: { 'postcss-preset-mantine': {} } };
