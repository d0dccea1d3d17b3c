extern "C" __global__ void tile_map_s000002_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_a,
    wp::array_t<wp::float32> var_b,
    wp::array_t<wp::float32> var_c,
    wp::float32 var_s,
    wp::array_t<wp::float32> var_out,
    wp::array_t<wp::float32> adj_a,
    wp::array_t<wp::float32> adj_b,
    wp::array_t<wp::float32> adj_c,
    wp::float32 adj_s,
    wp::array_t<wp::float32> adj_out)
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
        const wp::int32 var_1 = 48;
        const wp::int32 var_2 = 48;
        wp::int32 var_3;
        const wp::str var_4 = "shared";
        wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<48>, wp::tile_stride_t<1>>, true> var_5 = wp::tile_alloc_empty<wp::float32,wp::tile_shape_t<48>,wp::tile_stride_t<1>,true>();
        const wp::int32 var_6 = 48;
        const wp::int32 var_7 = 48;
        wp::int32 var_8;
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<48>>> var_9 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<48>>>{};
        const wp::int32 var_10 = 48;
        const wp::int32 var_11 = 48;
        wp::int32 var_12;
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<48>>> var_13 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<48>>>{};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<48>>> var_14 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<48>>>{};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<48>>> var_15 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<48>>>{};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<48>>> var_16 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<48>>>{};
        const wp::int32 var_17 = 48;
        wp::int32 var_18;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::int32 adj_1 = {};
        wp::int32 adj_2 = {};
        wp::int32 adj_3 = {};
        wp::str adj_4 = {};
        wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<48>, wp::tile_stride_t<1>>, true>& adj_5 = var_5;
        wp::int32 adj_6 = {};
        wp::int32 adj_7 = {};
        wp::int32 adj_8 = {};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<48>>> adj_9{};
        wp::int32 adj_10 = {};
        wp::int32 adj_11 = {};
        wp::int32 adj_12 = {};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<48>>> adj_13{};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<48>>> adj_14{};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<48>>> adj_15{};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<48>>> adj_16{};
        wp::int32 adj_17 = {};
        wp::int32 adj_18 = {};
        //---------
        // forward
        // def tile_map_s000002(                                                                  <L 10>
        // i = wp.tid()                                                                           <L 17>
        var_0 = builtin_tid1d();
        // ta = wp.tile_load(a, shape=48, offset=i * 48, storage="shared")                        <L 18>
        var_3 = wp::mul(var_0, var_2);
        var_5 = wp::tile_load<wp::float32, true, false, 48>(var_a, var_3);
        // tb = wp.tile_load(b, shape=48, offset=i * 48)                                          <L 19>
        var_8 = wp::mul(var_0, var_7);
        var_9 = wp::tile_load<wp::float32, true, false, 48>(var_b, var_8);
        // tc = wp.tile_load(c, shape=48, offset=i * 48)                                          <L 20>
        var_12 = wp::mul(var_0, var_11);
        var_13 = wp::tile_load<wp::float32, true, false, 48>(var_c, var_12);
        // t0 = s * ta + tb + tc                                                                  <L 21>
        var_14 = wp::tile_mul(var_5, var_s);
        var_15 = wp::tile_add(var_14, var_9);
        var_16 = wp::tile_add(var_15, var_13);
        // wp.tile_store(out, t0, offset=i * 48)                                                  <L 22>
        var_18 = wp::mul(var_0, var_17);
        // wp::tile_store<wp::float32, true, false>(var_out, var_18, var_16);
        //---------
        // reverse
        wp::adj_tile_store(var_out, var_18, var_16, adj_out, adj_18, adj_16);
        wp::adj_mul(var_0, var_17, adj_0, adj_17, adj_18);
        // adj: wp.tile_store(out, t0, offset=i * 48)                                             <L 22>
        wp::adj_tile_add(var_15, var_13, adj_15, adj_13, adj_16);
        wp::adj_tile_add(var_14, var_9, adj_14, adj_9, adj_15);
        wp::adj_tile_mul(var_5, var_s, adj_5, adj_s, adj_14);
        // adj: t0 = s * ta + tb + tc                                                             <L 21>
        wp::adj_tile_load(var_c, var_12, adj_c, adj_12, adj_13);
        wp::adj_mul(var_0, var_11, adj_0, adj_11, adj_12);
        // adj: tc = wp.tile_load(c, shape=48, offset=i * 48)                                     <L 20>
        wp::adj_tile_load(var_b, var_8, adj_b, adj_8, adj_9);
        wp::adj_mul(var_0, var_7, adj_0, adj_7, adj_8);
        // adj: tb = wp.tile_load(b, shape=48, offset=i * 48)                                     <L 19>
        wp::adj_tile_load(var_a, var_3, adj_a, adj_3, adj_5);
        wp::adj_mul(var_0, var_2, adj_0, adj_2, adj_3);
        // adj: ta = wp.tile_load(a, shape=48, offset=i * 48, storage="shared")                   <L 18>
        // adj: i = wp.tid()                                                                      <L 17>
        // adj: def tile_map_s000002(                                                             <L 10>
        continue;
    }
}