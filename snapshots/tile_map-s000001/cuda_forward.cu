extern "C" __global__ void tile_map_s000001_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_a,
    wp::array_t<wp::float32> var_b,
    wp::array_t<wp::float32> var_c,
    wp::array_t<wp::float32> var_out)
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
        const wp::int32 var_1 = 32;
        const wp::int32 var_2 = 32;
        wp::int32 var_3;
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<32>>> var_4 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<32>>>{};
        const wp::int32 var_5 = 32;
        const wp::int32 var_6 = 32;
        wp::int32 var_7;
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<32>>> var_8 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<32>>>{};
        const wp::int32 var_9 = 32;
        const wp::int32 var_10 = 32;
        wp::int32 var_11;
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<32>>> var_12 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<32>>>{};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<32>>> var_13 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<32>>>{};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<32>>> var_14 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<32>>>{};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<32>>> var_15 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<32>>>{};
        const wp::int32 var_16 = 32;
        wp::int32 var_17;
        //---------
        // forward
        // def tile_map_s000001(                                                                  <L 18>
        // i = wp.tid()                                                                           <L 24>
        var_0 = builtin_tid1d();
        // ta = wp.tile_load(a, shape=32, offset=i * 32)                                          <L 25>
        var_3 = wp::mul(var_0, var_2);
        var_4 = wp::tile_load<wp::float32, true, false, 32>(var_a, var_3);
        // tb = wp.tile_load(b, shape=32, offset=i * 32)                                          <L 26>
        var_7 = wp::mul(var_0, var_6);
        var_8 = wp::tile_load<wp::float32, true, false, 32>(var_b, var_7);
        // tc = wp.tile_load(c, shape=32, offset=i * 32)                                          <L 27>
        var_11 = wp::mul(var_0, var_10);
        var_12 = wp::tile_load<wp::float32, true, false, 32>(var_c, var_11);
        // t0 = wp.tile_map(tile_map_s000001_f0, tc) + ta + tb                                    <L 28>
        var_13 = wp::tile_unary_map(tile_map_s000001_f0_0, var_12);
        var_14 = wp::tile_add(var_13, var_4);
        var_15 = wp::tile_add(var_14, var_8);
        // wp.tile_store(out, t0, offset=i * 32)                                                  <L 29>
        var_17 = wp::mul(var_0, var_16);
        wp::tile_store<wp::float32, true, false>(var_out, var_17, var_15);
    }
}