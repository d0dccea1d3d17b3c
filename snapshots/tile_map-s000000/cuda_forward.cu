extern "C" __global__ void tile_map_s000000_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_a,
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
        const wp::int32 var_1 = 128;
        const wp::int32 var_2 = 128;
        wp::int32 var_3;
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<128>>> var_4 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<128>>>{};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<128>>> var_5 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<128>>>{};
        const wp::int32 var_6 = 128;
        wp::int32 var_7;
        //---------
        // forward
        // def tile_map_s000000(                                                                  <L 10>
        // i = wp.tid()                                                                           <L 14>
        var_0 = builtin_tid1d();
        // ta = wp.tile_load(a, shape=128, offset=i * 128)                                        <L 15>
        var_3 = wp::mul(var_0, var_2);
        var_4 = wp::tile_load<wp::float32, true, false, 128>(var_a, var_3);
        // t0 = -ta                                                                               <L 16>
        var_5 = wp::tile_neg(var_4);
        // wp.tile_store(out, t0, offset=i * 128)                                                 <L 17>
        var_7 = wp::mul(var_0, var_6);
        wp::tile_store<wp::float32, true, false>(var_out, var_7, var_5);
    }
}