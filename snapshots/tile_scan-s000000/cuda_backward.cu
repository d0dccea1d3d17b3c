extern "C" __global__ void tile_scan_s000000_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_a,
    wp::array_t<wp::float32> var_out,
    wp::array_t<wp::int32> var_out1,
    wp::array_t<wp::int32> var_out2,
    wp::array_t<wp::float32> adj_a,
    wp::array_t<wp::float32> adj_out,
    wp::array_t<wp::int32> adj_out1,
    wp::array_t<wp::int32> adj_out2)
{
    wp::tile_shared_storage_t tile_mem;

    for (size_t _idx = static_cast<size_t>(blockDim.x) * static_cast<size_t>(blockIdx.x) + static_cast<size_t>(threadIdx.x);
         _idx < dim.size;
         _idx += static_cast<size_t>(blockDim.x) * static_cast<size_t>(gridDim.x))
    {
            // reset shared memory allocator
        wp::tile_shared_storage_t::init();

        //---------
        // primal vars
        wp::int32 var_0;
        wp::float32* var_1;
        const wp::float32 var_2 = -0.5;
        bool var_3;
        wp::float32 var_4;
        const wp::int32 var_5 = 1;
        const wp::int32 var_6 = 0;
        wp::int32 var_7;
        wp::tile_register_t<wp::int32,wp::tile_layout_register_t<wp::tile_shape_t<128>>> var_8 = wp::tile_register_t<wp::int32,wp::tile_layout_register_t<wp::tile_shape_t<128>>>{};
        wp::tile_register_t<wp::int32,wp::tile_layout_register_t<wp::tile_shape_t<128>>> var_9 = wp::tile_register_t<wp::int32,wp::tile_layout_register_t<wp::tile_shape_t<128>>>{};
        wp::int32 var_10;
        const wp::int32 var_11 = 1;
        bool var_12;
        wp::float32* var_13;
        const wp::float32 var_14 = 0.125;
        wp::float32 var_15;
        wp::float32 var_16;
        const wp::int32 var_17 = 128;
        wp::int32 var_18;
        wp::int32 var_19;
        wp::int32 var_20;
        wp::tile_register_t<wp::int32,wp::tile_layout_register_t<wp::tile_shape_t<1>>> var_21 = wp::tile_register_t<wp::int32,wp::tile_layout_register_t<wp::tile_shape_t<1>>>{};
        wp::tile_register_t<wp::int32,wp::tile_layout_register_t<wp::tile_shape_t<1>>> var_22 = wp::tile_register_t<wp::int32,wp::tile_layout_register_t<wp::tile_shape_t<1>>>{};
        const wp::int32 var_23 = 0;
        wp::tile_register_t<wp::int32,wp::tile_layout_register_t<wp::tile_shape_t<128>>> var_24 = wp::tile_register_t<wp::int32,wp::tile_layout_register_t<wp::tile_shape_t<128>>>{};
        wp::int32 var_25;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::float32 adj_1 = {};
        wp::float32 adj_2 = {};
        bool adj_3 = {};
        wp::float32 adj_4 = {};
        wp::int32 adj_5 = {};
        wp::int32 adj_6 = {};
        wp::int32 adj_7 = {};
        wp::tile_register_t<wp::int32,wp::tile_layout_register_t<wp::tile_shape_t<128>>> adj_8{};
        wp::tile_register_t<wp::int32,wp::tile_layout_register_t<wp::tile_shape_t<128>>> adj_9{};
        wp::int32 adj_10 = {};
        wp::int32 adj_11 = {};
        bool adj_12 = {};
        wp::float32 adj_13 = {};
        wp::float32 adj_14 = {};
        wp::float32 adj_15 = {};
        wp::float32 adj_16 = {};
        wp::int32 adj_17 = {};
        wp::int32 adj_18 = {};
        wp::int32 adj_19 = {};
        wp::int32 adj_20 = {};
        wp::tile_register_t<wp::int32,wp::tile_layout_register_t<wp::tile_shape_t<1>>> adj_21{};
        wp::tile_register_t<wp::int32,wp::tile_layout_register_t<wp::tile_shape_t<1>>> adj_22{};
        wp::int32 adj_23 = {};
        wp::tile_register_t<wp::int32,wp::tile_layout_register_t<wp::tile_shape_t<128>>> adj_24{};
        wp::int32 adj_25 = {};
        //---------
        // forward
        // def tile_scan_s000000(                                                                 <L 10>
        // i = wp.tid()                                                                           <L 16>
        var_0 = builtin_tid1d();
        // x0 = wp.where(a[i] > -0.5, 1, 0)                                                       <L 17>
        var_1 = wp::address(var_a, var_0);
        var_4 = wp::load(var_1);
        var_3 = (var_4 > var_2);
        var_7 = wp::where(var_3, var_5, var_6);
        // flags = wp.tile(x0)                                                                    <L 18>
        var_8 = wp::tile<wp::int32>(var_7);
        // slots = wp.tile_scan_exclusive(flags)                                                  <L 19>
        var_9 = wp::tile_scan_exclusive(var_8);
        // x1 = wp.untile(slots)                                                                  <L 20>
        var_10 = wp::untile(var_9);
        // inside = x0 == 1                                                                       <L 21>
        var_12 = (var_7 == var_11);
        // if inside:                                                                             <L 22>
        if (var_12) {
            // out[i - i % 128 + x1] = a[i] * 0.125                                               <L 23>
            var_13 = wp::address(var_a, var_0);
            var_16 = wp::load(var_13);
            var_15 = wp::mul(var_16, var_14);
            var_18 = wp::mod(var_0, var_17);
            var_19 = wp::sub(var_0, var_18);
            var_20 = wp::add(var_19, var_10);
            // wp::array_store(var_out, var_20, var_15);
        }
        // count = wp.tile_sum(flags)                                                             <L 24>
        var_21 = wp::tile_sum(var_8);
        // wp.tile_atomic_add(out1, count)                                                        <L 25>
        // var_22 = wp::tile_atomic_add<wp::int32, true>(var_out1, var_23, var_21);
        // running = wp.tile_scan_inclusive(flags)                                                <L 26>
        var_24 = wp::tile_scan_inclusive(var_8);
        // out2[i] = wp.untile(running)                                                           <L 27>
        var_25 = wp::untile(var_24);
        // wp::array_store(var_out2, var_0, var_25);
        //---------
        // reverse
        wp::adj_array_store(var_out2, var_0, var_25, adj_out2, adj_0, adj_25);
        wp::adj_untile(var_24, adj_24, adj_25);
        // adj: out2[i] = wp.untile(running)                                                      <L 27>
        // adj: running = wp.tile_scan_inclusive(flags)                                           <L 26>
        wp::adj_tile_atomic_add(var_out1, var_23, var_21, adj_out1, adj_23, adj_21, adj_22);
        // adj: wp.tile_atomic_add(out1, count)                                                   <L 25>
        wp::adj_tile_sum(var_8, adj_8, adj_21);
        // adj: count = wp.tile_sum(flags)                                                        <L 24>
        if (var_12) {
            wp::adj_array_store(var_out, var_20, var_15, adj_out, adj_20, adj_15);
            wp::adj_add(var_19, var_10, adj_19, adj_10, adj_20);
            wp::adj_sub(var_0, var_18, adj_0, adj_18, adj_19);
            wp::adj_mod(var_0, var_17, adj_0, adj_17, adj_18);
            wp::adj_mul(var_16, var_14, adj_13, adj_14, adj_15);
            wp::adj_address(var_a, var_0, adj_a, adj_0, adj_13);
            // adj: out[i - i % 128 + x1] = a[i] * 0.125                                          <L 23>
        }
        // adj: if inside:                                                                        <L 22>
        // adj: inside = x0 == 1                                                                  <L 21>
        wp::adj_untile(var_9, adj_9, adj_10);
        // adj: x1 = wp.untile(slots)                                                             <L 20>
        // adj: slots = wp.tile_scan_exclusive(flags)                                             <L 19>
        wp::adj_tile(var_7, adj_7, adj_8);
        // adj: flags = wp.tile(x0)                                                               <L 18>
        wp::adj_where(var_3, var_5, var_6, adj_3, adj_5, adj_6, adj_7);
        wp::adj_address(var_a, var_0, adj_a, adj_0, adj_1);
        // adj: x0 = wp.where(a[i] > -0.5, 1, 0)                                                  <L 17>
        // adj: i = wp.tid()                                                                      <L 16>
        // adj: def tile_scan_s000000(                                                            <L 10>
        continue;
    }
}