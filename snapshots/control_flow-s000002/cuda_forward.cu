extern "C" __global__ void control_flow_s000002_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
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
        const wp::float32 var_1 = 0.0;
        wp::float32* var_2;
        const wp::float32 var_3 = 0.5;
        bool var_4;
        wp::float32 var_5;
        wp::float32* var_6;
        const wp::float32 var_7 = 1.5;
        wp::float32 var_8;
        wp::float32 var_9;
        wp::float32* var_10;
        const wp::float32 var_11 = 0.5;
        wp::float32 var_12;
        wp::float32 var_13;
        wp::float32 var_14;
        //---------
        // forward
        // def control_flow_s000002(                                                              <L 7>
        // i = wp.tid()                                                                           <L 12>
        var_0 = builtin_tid1d();
        // x0 = 0.0                                                                               <L 13>
        // if c[i] > 0.5:                                                                         <L 14>
        var_2 = wp::address(var_c, var_0);
        var_5 = wp::load(var_2);
        var_4 = (var_5 > var_3);
        if (var_4) {
            // x0 = b[i] - 1.5                                                                    <L 15>
            var_6 = wp::address(var_b, var_0);
            var_9 = wp::load(var_6);
            var_8 = wp::sub(var_9, var_7);
        }
        if (!var_4) {
            // x0 = c[i] * 0.5                                                                    <L 17>
            var_10 = wp::address(var_c, var_0);
            var_13 = wp::load(var_10);
            var_12 = wp::mul(var_13, var_11);
        }
        var_14 = wp::where(var_4, var_8, var_12);
        // out[i] = x0                                                                            <L 18>
        wp::array_store(var_out, var_0, var_14);
    }
}