extern "C" __global__ void control_flow_s000000_cuda_kernel_forward(
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
        const wp::float32 var_1 = 0.0;
        wp::float32* var_2;
        const wp::float32 var_3 = 0.25;
        bool var_4;
        wp::float32 var_5;
        wp::float32* var_6;
        const wp::float32 var_7 = 0.5;
        wp::float32 var_8;
        wp::float32 var_9;
        wp::float32 var_10;
        const wp::float32 var_11 = 1.0;
        wp::float32 var_12;
        wp::float32 var_13;
        wp::float32* var_14;
        const wp::float32 var_15 = 0.75;
        wp::float32 var_16;
        wp::float32 var_17;
        wp::float32 var_18;
        //---------
        // forward
        // def control_flow_s000000(                                                              <L 7>
        // i = wp.tid()                                                                           <L 12>
        var_0 = builtin_tid1d();
        // x0 = 0.0                                                                               <L 13>
        // if b[i] < 0.25:                                                                        <L 14>
        var_2 = wp::address(var_b, var_0);
        var_5 = wp::load(var_2);
        var_4 = (var_5 < var_3);
        if (var_4) {
            // x0 = wp.sqrt(wp.abs(a[i] - 0.5) + 1.0)                                             <L 15>
            var_6 = wp::address(var_a, var_0);
            var_9 = wp::load(var_6);
            var_8 = wp::sub(var_9, var_7);
            var_10 = wp::abs(var_8);
            var_12 = wp::add(var_10, var_11);
            var_13 = wp::sqrt(var_12);
        }
        if (!var_4) {
            // x0 = b[i] - 0.75                                                                   <L 17>
            var_14 = wp::address(var_b, var_0);
            var_17 = wp::load(var_14);
            var_16 = wp::sub(var_17, var_15);
        }
        var_18 = wp::where(var_4, var_13, var_16);
        // out[i] = x0                                                                            <L 18>
        wp::array_store(var_out, var_0, var_18);
    }
}