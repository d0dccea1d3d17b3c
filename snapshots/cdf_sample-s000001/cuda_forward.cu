extern "C" __global__ void cdf_sample_s000001_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_cdf,
    wp::array_t<wp::float32> var_u,
    wp::array_t<wp::float32> var_values,
    wp::array_t<wp::float32> var_out,
    wp::array_t<wp::int32> var_out1)
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
        const wp::int32 var_1 = 0;
        const wp::int32 var_2 = 16;
        wp::float32* var_3;
        wp::int32 var_4;
        wp::float32 var_5;
        const wp::int32 var_6 = 15;
        wp::int32 var_7;
        wp::float32* var_8;
        const wp::int32 var_9 = 1;
        wp::int32 var_10;
        const wp::int32 var_11 = 0;
        wp::int32 var_12;
        wp::float32* var_13;
        wp::float32 var_14;
        wp::float32 var_15;
        wp::float32 var_16;
        wp::float32* var_17;
        const wp::float32 var_18 = 1.0;
        wp::float32 var_19;
        wp::float32 var_20;
        wp::float32 var_21;
        //---------
        // forward
        // def cdf_sample_s000001(                                                                <L 9>
        // i = wp.tid()                                                                           <L 16>
        var_0 = builtin_tid1d();
        // x0 = wp.lower_bound(cdf, 0, 16, u[i])                                                  <L 17>
        var_3 = wp::address(var_u, var_0);
        var_5 = wp::load(var_3);
        var_4 = wp::lower_bound(var_cdf, var_1, var_2, var_5);
        // x1, x2 = wp.min(x0, 15), u[i] - cdf[wp.max(x0 - 1, 0)]                                 <L 18>
        var_7 = wp::min(var_4, var_6);
        var_8 = wp::address(var_u, var_0);
        var_10 = wp::sub(var_4, var_9);
        var_12 = wp::max(var_10, var_11);
        var_13 = wp::address(var_cdf, var_12);
        var_15 = wp::load(var_8);
        var_16 = wp::load(var_13);
        var_14 = wp::sub(var_15, var_16);
        // out[i] = values[x1] * (SCALE + x2)                                                     <L 19>
        var_17 = wp::address(var_values, var_7);
        var_19 = wp::add(var_18, var_14);
        var_21 = wp::load(var_17);
        var_20 = wp::mul(var_21, var_19);
        wp::array_store(var_out, var_0, var_20);
        // out1[i] = x0                                                                           <L 20>
        wp::array_store(var_out1, var_0, var_4);
    }
}