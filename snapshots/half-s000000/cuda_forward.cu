extern "C" __global__ void half_s000000_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::vec_t<4, wp::float16>> var_a,
    wp::array_t<wp::vec_t<4, wp::float16>> var_b,
    wp::array_t<wp::float16> var_out)
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
        wp::vec_t<4, wp::float16>* var_1;
        wp::vec_t<4, wp::float16>* var_2;
        const wp::float32 var_3 = 2.0;
        wp::float16 var_4;
        wp::vec_t<4, wp::float16> var_5;
        wp::vec_t<4, wp::float16> var_6;
        wp::vec_t<4, wp::float16> var_7;
        wp::vec_t<4, wp::float16> var_8;
        wp::float16 var_9;
        //---------
        // forward
        // def half_s000000(                                                                      <L 7>
        // i = wp.tid()                                                                           <L 12>
        var_0 = builtin_tid1d();
        // x0 = a[i] + b[i] * wp.float16(2.0)                                                     <L 13>
        var_1 = wp::address(var_a, var_0);
        var_2 = wp::address(var_b, var_0);
        var_4 = wp::float16(var_3);
        var_6 = wp::load(var_2);
        var_5 = wp::mul(var_6, var_4);
        var_8 = wp::load(var_1);
        var_7 = wp::add(var_8, var_5);
        // out[i] = wp.length(x0)                                                                 <L 14>
        var_9 = wp::length(var_7);
        wp::array_store(var_out, var_0, var_9);
    }
}