"""``python -m aeronkit.cluster.service -Daeron.cluster.service.class.name=...``: one container process."""

import sys

from aeronkit.cluster.service.container import main

sys.exit(main())
