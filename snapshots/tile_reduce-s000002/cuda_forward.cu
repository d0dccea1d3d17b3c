extern "C" __global__ void tile_reduce_s000002_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_a,
    wp::array_t<wp::float32> var_b,
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
        const wp::int32 var_1 = 64;
        const wp::int32 var_2 = 64;
        wp::int32 var_3;
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<64>>> var_4 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<64>>>{};
        const wp::int32 var_5 = 64;
        const wp::int32 var_6 = 64;
        wp::int32 var_7;
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<64>>> var_8 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<64>>>{};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<64>>> var_9 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<64>>>{};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<64>>> var_10 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<64>>>{};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>> var_11 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>>{};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>> var_12 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>>{};
        const wp::int32 var_13 = 0;
        //---------
        // forward
        // def tile_reduce_s000002(                                                               <L 10>
        // i = wp.tid()                                                                           <L 15>
        var_0 = builtin_tid1d();
        // t0 = wp.tile_load(a, shape=64, offset=i * 64)                                          <L 16>
        var_3 = wp::mul(var_0, var_2);
        var_4 = wp::tile_load<wp::float32, true, false, 64>(var_a, var_3);
        // t1 = wp.tile_load(b, shape=64, offset=i * 64)                                          <L 17>
        var_7 = wp::mul(var_0, var_6);
        var_8 = wp::tile_load<wp::float32, true, false, 64>(var_b, var_7);
        // v = t0 - -t1                                                                           <L 18>
        var_9 = wp::tile_neg(var_8);
        var_10 = wp::tile_sub(var_4, var_9);
        // total = wp.tile_sum(v)                                                                 <L 19>
        var_11 = wp::tile_sum(var_10);
        // wp.tile_atomic_add(out, total)                                                         <L 20>
        var_12 = wp::tile_atomic_add<wp::float32, true>(var_out, var_13, var_11);
    }
}